#import <Foundation/Foundation.h>

/// The old checkout screen's model.
@interface LGCheckout : NSObject
@property (nonatomic, copy) NSString *orderID;
@end
