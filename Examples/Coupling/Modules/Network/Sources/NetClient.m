#import "NetClient.h"
#import <Core/Core.h>

@implementation NetClient
- (void)send:(NetMethod)method path:(NSString *)path {
    CoreLog(path);
}
@end
