#import "LayoutView.h"
#import <Masonry/Masonry.h>
#import <Core/Core.h>
// Reaches into Network's header without declaring Network:
#import "NetClient.h"

@implementation LayoutView
- (void)reload {
    CoreConfig *config = [CoreConfig new];
    [[NetClient new] send:NetMethodGet path:config.baseURL];
}
@end
